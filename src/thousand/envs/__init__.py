"""Learning environments: Thousand as a multi-agent environment for reinforcement learning.

:mod:`thousand.envs.encoding` turns a seat's :class:`~thousand.PlayerView` into a
fixed-size vector of numbers and every action into an id of one discrete action space;
it needs nothing beyond the library. The environments built on it need the optional
packages of their extra and are imported on their own:

- :mod:`thousand.envs.pettingzoo`: a PettingZoo AEC environment
  (``pip install thousand[pettingzoo]``);
- :mod:`thousand.envs.gymnasium`: a Gymnasium environment in which one seat learns
  against library bots (the same extra).
- :mod:`thousand.envs.openspiel`: the game registered with OpenSpiel as
  ``python_thousand`` (``pip install thousand[openspiel]``).

Importing this package imports none of those packages.
"""
