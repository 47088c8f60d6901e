import pytest


@pytest.fixture()
def app(table_app):
    """Tables are driven with animations off (tests/conftest.py's ``table_app``)."""
    return table_app
