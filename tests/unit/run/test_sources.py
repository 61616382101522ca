"""What a target's verdict was read from (``run/sources.py``): the files of the loaded
modules, each by its real path, listed again after every target."""

from __future__ import annotations

import importlib
import sys

from jaxcheck._src.run.sources import loaded_sources


def test_a_module_imported_after_a_listing_is_in_the_next_one(tmp_path, monkeypatch):
    """The real paths are resolved once per file and kept: what is kept must never hide
    a module imported since, nor list one that is gone."""
    (tmp_path / "late_source_mod.py").write_text("X = 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    path = str((tmp_path / "late_source_mod.py").resolve())
    assert path not in loaded_sources()
    importlib.import_module("late_source_mod")
    try:
        assert path in loaded_sources()
    finally:
        sys.modules.pop("late_source_mod")
    assert path not in loaded_sources()


def test_a_module_reached_through_a_link_is_listed_by_its_real_path(tmp_path, monkeypatch):
    real = tmp_path / "real"
    real.mkdir()
    (real / "linked_source_mod.py").write_text("X = 1\n")
    (tmp_path / "link").symlink_to(real, target_is_directory=True)
    monkeypatch.syspath_prepend(str(tmp_path / "link"))
    importlib.import_module("linked_source_mod")
    try:
        listed = loaded_sources()
    finally:
        sys.modules.pop("linked_source_mod")
    assert str((real / "linked_source_mod.py").resolve()) in listed
    assert not [p for p in listed if "/link/" in p]
