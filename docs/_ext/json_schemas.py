"""Write the JSON Schemas of records and views into docs/schema/ before a build.

The schemas are generated from the types (``thousand.schema.documents``); the files are
committed so that they can be read on their own, and tests/test_schema.py checks that
they are current.
"""

from pathlib import Path

from sphinx.application import Sphinx

from thousand.schema import documents, schema_text


def write_schemas(app: Sphinx) -> None:
    folder = Path(app.srcdir) / "schema"
    folder.mkdir(exist_ok=True)
    for name, schema in documents().items():
        path = folder / name
        text = schema_text(schema)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")


def setup(app: Sphinx) -> dict[str, object]:
    app.connect("builder-inited", write_schemas)
    return {"parallel_read_safe": True}
