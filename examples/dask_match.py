"""A match on a Dask cluster: the search bot against two simple bots, in duplicate deals.

It starts a cluster on this machine, to try it; for a real cluster, connect to its
scheduler instead (``Client("tcp://SCHEDULER:8786")``). Every worker must have
``thousand`` and the modules of the bots installed: bots travel by reference.
Needs the extra: pip install "thousand[dask]"
Run: python examples/dask_match.py [--deals N] [--workers N] [--worlds N] [--seed N]
"""

import argparse

from distributed import Client, LocalCluster

import thousand as t


def lineup(worlds: int) -> list[t.arena.Player]:
    """The search bot with `worlds` worlds a card, named "search", and two simple bots.

    Every bot is named by a reference, which each worker imports.
    """
    search = t.arena.Entrant.made_by(
        "thousand.bots:SearchBot", name="search", seed_keyword="seed", worlds=worlds
    )
    return [search, "thousand.bots:simple_action", "thousand.bots:simple_action"]


def main(argv: list[str] | None = None) -> t.arena.MatchResult:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--worlds", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    # One thread a worker: the engine is pure Python, and threads of one process do not
    # play in parallel. ":0" serves the dashboard on a free port (client.dashboard_link).
    cluster = LocalCluster(n_workers=args.workers, threads_per_worker=1, dashboard_address=":0")
    with cluster, Client(cluster) as client:
        result = t.arena.play_match(
            lineup(args.worlds),
            deals=args.deals,
            seed=args.seed,
            executor=client.get_executor(),
            progress=True,
        )
    print(result)
    return result


if __name__ == "__main__":
    main()
