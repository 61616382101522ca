"""Why did the persistent compilation cache miss? Its status per compile, explained.

JAX's persistent compilation cache (``jax_compilation_cache_dir``) keys each
executable by a hash of its ingredients: the program itself, the jaxlib version,
the backend, the XLA flags, the compile options, the devices, the compression
library and a custom hook. JAX logs each ingredient's hash (``capture/capture.py`` reads
them while the cache is on) but remembers no earlier key, so a miss says nothing
of why it missed.

jaxcheck keeps that memory beside the cache, in ``<cache dir>/jaxcheck-index.json``:
per function and transformation, the keys it saw with their ingredient hashes,
XLA flags, versions, devices and jaxcheck's own signature of the arguments. A
miss is explained against the nearest earlier entry of the same function: which
ingredient changed and, when it is the program, which argument (in ``analysis/diff.py``'s
words). The index grows across runs and within one (a second shape in the same
run is explained by the first).

* :func:`settings`: the cache settings in force, None when the cache is off;
* :func:`status`: what the cache did with one compiled executable;
* :func:`annotate`: explains the misses of a finished target, then updates the index.

The index is a help, never a risk: an unreadable or corrupt index is ignored and
rewritten, and writing it (a temporary file renamed over it) never fails a run.
Several processes writing at once lose entries, never the file.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import stat
import time
from typing import Any

from .. import jaxcompat as compat
from ..model.report import EntrypointReport
from ..signature.signature import Leaf, Node, Signature, Static
from ..util.io import replace_file, umask
from . import diff

INDEX_NAME = "jaxcheck-index.json"
INDEX_SCHEMA = "jaxcheck.pcache-index/1"
#: entries kept (the least recently seen go first), in all and per function.
MAX_ENTRIES = 512
MAX_PER_FUNCTION = 32
#: argument paths kept per signature; beyond, a digest tells that something changed.
MAX_PATHS = 128
#: an index larger than this is not read, and is rewritten.
MAX_INDEX_BYTES = 8 * 1024 * 1024
#: lists and objects nested deeper than this are not read (an entry is 5 levels deep).
MAX_INDEX_DEPTH = 32

#: JAX's name of each ingredient of a cache key, in the user's words (``jaxcompat``)
INGREDIENTS = compat.CACHE_KEY_INGREDIENTS
_HASH_CHARS = 16  # enough to tell two hashes apart, short enough for a report
_MISSED = ("miss", "written", "not_written")


def settings() -> dict[str, Any] | None:
    """The persistent-cache settings in force (dir, min_compile_time, min_entry_size),
    or None when the cache is off."""
    try:
        return compat.persistent_cache()
    except Exception:  # a JAX without these configs has no cache to explain
        return None


def status(unit, settings: dict[str, Any] | None) -> dict[str, Any] | None:
    """What the persistent cache did with one compiled executable (a ``CompileUnit``).

    ``status`` is "hit", "written" (missed, compiled, written), "not_written" (missed,
    compiled, and JAX declined to write it: ``reason`` says why in the user's terms),
    "miss" (missed, compiled, nothing said about writing) or "disabled" (a cache is
    set but JAX did not consult it). None when the cache is off.
    """
    cache = unit.cache
    if not cache and not unit.cache_hits and settings is None:
        return None
    kind = cache.get("status") or ("hit" if unit.cache_hits else None)
    out: dict[str, Any]
    if kind == "hit":
        # JAX's figure: the compile time stored with the entry (whole seconds) minus
        # the time to load it; never below zero
        out = {"status": "hit", "reason": "served from the persistent cache",
               "saved_seconds": round(max(0.0, float(cache.get("saved_seconds", 0.0))), 6)}
    elif kind == "written":
        out = {"status": "written", "reason": "not in the cache: compiled, then written to it"}
    elif kind == "not_written":
        out = {"status": "not_written", "reason": cache.get("reason") or "JAX did not write it"}
    elif kind == "miss":
        out = {"status": "miss",
               "reason": "not in the cache: compiled; JAX did not say whether it wrote it"}
    else:
        return {"status": "disabled", "reason": compat.cache_unused_reason()}
    if kind != "hit":  # what a hit would have saved
        out["seconds"] = round(unit.compile_seconds, 6)
    if "key" in cache:
        out["key"] = cache["key"]
    if cache.get("ingredients"):
        out["ingredients"] = {name: h[:_HASH_CHARS] for name, h in cache["ingredients"].items()}
        # JAX hashes (and logs) the flags twice per key
        out["xla_flags"] = list(dict.fromkeys(cache.get("xla_flags", [])))
    return out


def index_path(settings: dict[str, Any]) -> str | None:
    """Where the index lives: beside a local cache; None for a remote one (gs://)."""
    directory = str(settings.get("dir") or "")
    if not directory or "://" in directory:
        return None
    return os.path.join(os.path.expanduser(directory), INDEX_NAME)


def annotate(ep: EntrypointReport, records: list, settings: dict[str, Any] | None) -> None:
    """Explain each persistent-cache miss of ``ep`` and remember its compiles in the index.

    Each missed event's ``persistent_cache`` gains ``miss_reason`` (words),
    ``changed`` (the ingredients that changed, in words) and, when the program
    changed because an argument did, ``arguments`` (causes, as in the report).
    ``records`` are the capture's records (``event.record`` indexes them).
    """
    if settings is None:
        return
    todo = [e for fn in ep.functions for e in fn.events
            if e.persistent_cache and e.persistent_cache.get("ingredients")
            and isinstance(e.persistent_cache.get("key"), str) and 0 <= e.record < len(records)]
    if not todo:
        return
    path = index_path(settings)
    if path is None:
        ep.notes.append(f"persistent cache at {settings.get('dir')}: jaxcheck keeps its index "
                        "only beside a local cache, so misses are not explained")
        return
    try:
        env = compat.cache_environment()
    except Exception:
        env = {}
    entries, problem = load_index(path)
    if problem is not None:
        ep.notes.append(f"the persistent cache's jaxcheck index {path} {problem}: ignored, "
                        "and written anew")
    todo.sort(key=lambda e: e.record)  # call order (a call's executables stay in order)
    for event in todo:
        pc = event.persistent_cache
        entry = _entry(records[event.record], event, env)
        if pc["status"] in _MISSED:
            try:
                pc.update(explain(entry, entries))
            except Exception as e:  # an index from elsewhere: never the run's failure
                pc["miss_reason"] = f"jaxcheck could not read its index ({type(e).__name__})"
        elif pc["status"] == "hit" and not pc.get("saved_seconds"):
            # JAX stores whole seconds: a quick compile "saves" 0 by its count
            writer = next((x for x in reversed(entries) if x.get("key") == entry["key"]
                           and isinstance(x.get("seconds"), int | float)), None)
            if writer is not None:
                pc["saved_seconds"] = round(max(0.0, writer["seconds"]
                                                - (event.compile_seconds or 0.0)), 6)
        entries = remember(entries, entry)
    write_index(path, entries)


# --- the entries ---------------------------------------------------------------------


def _entry(rec, event, env: dict[str, Any]) -> dict[str, Any]:
    pc = event.persistent_cache
    loc = rec.location
    entry = {
        "function": rec.name,
        "file": loc[0] if loc else None,
        "line": loc[1] if loc else None,
        "transform": event.transform,
        "key": pc.get("key"),
        "ingredients": dict(pc["ingredients"]),
        "xla_flags": list(pc.get("xla_flags", [])),
        "env": env,
        "signature": summary(rec.signature) if rec.signature is not None else None,
        "status": pc["status"],
        "seconds": pc.get("seconds"),
        "seen": round(time.time(), 3),
    }
    if pc["status"] == "not_written":
        entry["reason"] = pc.get("reason")
    return entry


def _same_function(a: dict, b: dict) -> bool:
    return (a.get("function") == b.get("function") and a.get("file") == b.get("file")
            and a.get("transform") == b.get("transform"))


def remember(entries: list[dict], entry: dict) -> list[dict]:
    """``entries`` with ``entry`` as the most recent; bounded in all and per function."""
    kept = []
    for old in entries:
        if _same_function(old, entry) and old.get("key") == entry["key"]:
            if entry["status"] == "hit":  # the writer's compile time is what a hit saves
                entry["seconds"] = old.get("seconds", entry["seconds"])
                entry["status"] = old.get("status", "hit")
            continue
        kept.append(old)
    kept.append(entry)
    mine = [x for x in kept if _same_function(x, entry)]
    if len(mine) > MAX_PER_FUNCTION:
        drop = {id(x) for x in mine[:len(mine) - MAX_PER_FUNCTION]}
        kept = [x for x in kept if id(x) not in drop]
    return kept[-MAX_ENTRIES:]


def read_index(path: str) -> list[dict]:
    """The index's entries, oldest first; [] when it is missing or unusable."""
    return load_index(path)[0]


def load_index(path: str) -> tuple[list[dict], str | None]:
    """The index's entries, oldest first, and why it was not used (None: it was, or there
    is none). Anyone who can write a shared cache directory can put anything there: the
    file is opened without following a link and without blocking (a FIFO would hang
    every run), read only if it is a regular file within ``MAX_INDEX_BYTES``, and its
    JSON used only if nested at most ``MAX_INDEX_DEPTH`` deep, in the expected shape."""
    from ..util import jsonread

    try:
        doc = jsonread.read(path, max_bytes=MAX_INDEX_BYTES, max_depth=MAX_INDEX_DEPTH)
    except FileNotFoundError:
        return [], None
    except jsonread.BadJSON as e:
        return [], str(e)
    except OSError as e:  # a symbolic link (ELOOP), no permission
        return [], f"cannot be opened ({e.strerror or e})"
    if not isinstance(doc, dict) or doc.get("schema") != INDEX_SCHEMA:
        return [], "is not a jaxcheck index of this version"
    entries = doc.get("entries")
    if not isinstance(entries, list):
        return [], "holds no list of entries"
    kept = [e for e in entries if _valid(e)]
    return kept, (None if len(kept) == len(entries)
                  else f"holds {len(entries) - len(kept)} entries of another form")


def _valid(e: Any) -> bool:
    def strs(x: Any) -> bool:
        return isinstance(x, dict) and all(isinstance(v, str) for v in x.values())

    return (isinstance(e, dict) and isinstance(e.get("function"), str)
            and isinstance(e.get("key"), str) and strs(e.get("ingredients"))
            and isinstance(e.get("xla_flags"), list)
            and all(isinstance(f, str) for f in e["xla_flags"])
            and isinstance(e.get("env"), dict) and isinstance(e.get("seen"), int | float)
            and (e.get("signature") is None or isinstance(e.get("signature"), dict)))


def write_index(path: str, entries: list[dict]) -> bool:
    """Replace the index atomically (temporary file, then rename); False if it cannot be."""
    directory = os.path.dirname(path)
    if not os.path.isdir(directory):  # no cache written yet: nothing to sit beside
        return False
    mode = None
    with contextlib.suppress(OSError):  # readable by whom the directory lets read it
        mode = _shared_mode(directory)
    try:
        text = json.dumps({"schema": INDEX_SCHEMA, "entries": entries}, separators=(",", ":"))
        replace_file(path, text, mode=mode, mode_required=False)
        return True
    except (OSError, TypeError, ValueError):
        return False


def _shared_mode(directory: str) -> int:
    """The mode JAX's own cache files get (0666 less the umask; ``mkstemp`` would give
    0600, which other users of a shared cache could not read), less what the directory
    itself does not grant."""
    return 0o666 & ~umask() & (stat.S_IMODE(os.stat(directory).st_mode) | 0o600)


# --- signatures, kept as JSON ----------------------------------------------------------


def _dim(d: Any) -> int | str:
    return d if isinstance(d, int) else str(d)


def _context_text(value: Any) -> str:
    return _plain(diff.context_text(value))


def _plain(text: str) -> str:
    # an object's address differs in every process: it tells nothing across runs
    return re.sub(r" at 0x[0-9a-fA-F]+", "", text)


def summary(sig: Signature) -> dict[str, Any]:
    """A JSON form of a signature: what ``analysis/diff.py`` needs to word a change."""
    leaves = {p: [None if x.shape is None else [_dim(d) for d in x.shape], x.dtype,
                  x.weak_type, x.placement, x.committed, x.pytype]
              for p, x in sig.leaves.items()}
    nodes = {p: [n.type_name, _plain(n.aux), list(n.keys),
                 [[name, _plain(text)] for name, text in n.static_fields]]
             for p, n in sig.nodes.items()}
    statics = {p: [s.text, s.by_identity] for p, s in sig.statics.items()}
    out = {"passing": dict(sig.passing), "leaves": leaves, "nodes": nodes,
           "statics": statics, "context": [_context_text(v) for v in sig.context]}
    if sig.aliases:
        out["aliases"] = dict(sig.aliases)
    if len(leaves) + len(nodes) + len(statics) > MAX_PATHS:
        full = json.dumps(out, sort_keys=True, default=str)
        out["digest"] = hashlib.sha256(full.encode()).hexdigest()[:_HASH_CHARS]
        for part in ("leaves", "nodes", "statics"):
            out[part] = dict(list(out[part].items())[:MAX_PATHS // 3])
    return out


def _signature(d: dict[str, Any]) -> Signature:
    """A signature back from its :func:`summary` (statics compare by their text)."""
    return Signature(
        passing={str(k): str(v) for k, v in d.get("passing", {}).items()},
        leaves={p: Leaf(None if v[0] is None else tuple(v[0]), v[1], bool(v[2]), v[3], v[4],
                        v[5]) for p, v in d.get("leaves", {}).items()},
        nodes={p: Node(v[0], v[1], tuple(v[2]), tuple(tuple(f) for f in v[3]))
               for p, v in d.get("nodes", {}).items()},
        statics={p: Static(v[0], v[0], bool(v[1])) for p, v in d.get("statics", {}).items()},
        context=tuple(d.get("context", ())),
        aliases={str(k): str(v) for k, v in (d.get("aliases") or {}).items()})


def _argument_causes(before: dict | None, after: dict | None) -> list:
    if before is None or after is None:
        return []
    try:
        return diff.diff(_signature(before), _signature(after))
    except Exception:  # an entry from another jaxcheck: no arguments to name
        return []


# --- explaining a miss ----------------------------------------------------------------


def _when(entry: dict) -> str:
    try:
        return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(entry["seen"]))
    except (OverflowError, OSError, ValueError):
        return "an unknown time"


def _changed(before: dict, after: dict) -> list[str]:
    """JAX's names of the ingredients whose hashes differ, in JAX's order."""
    b, a = before["ingredients"], after["ingredients"]
    return [name for name in a if name in b and a[name] != b[name]]


def explain(entry: dict, entries: list[dict]) -> dict[str, Any]:
    """Why ``entry`` (a missed executable) was not in the cache, given earlier entries:
    ``miss_reason``, ``changed`` and, for a changed argument, ``arguments``."""
    again = [x for x in entries if x.get("key") == entry["key"]]
    if again:  # the same key was computed before: the entry is not there
        last = again[-1]
        if last.get("status") == "not_written":
            why = f": {last['reason']}" if last.get("reason") else ""
            return {"miss_reason": f"the same key was computed at {_when(last)}, but JAX did "
                                   f"not write the entry then{why}", "changed": [],
                    "not_written_before": True}
        return {"miss_reason": f"an entry with this key was written at {_when(last)} and is "
                               "gone: the cache was cleared, or JAX evicted it "
                               "(jax_compilation_cache_max_size)", "changed": []}
    mine = [(i, x) for i, x in enumerate(entries) if _same_function(x, entry)]
    if not mine:
        return {"miss_reason": "first time this program is seen: no earlier compile of it "
                               "in the cache's jaxcheck index", "changed": [],
                "first_seen": True}
    # nearest: fewest changed ingredients, then the same arguments, line, most recent
    _, best = min(mine, key=lambda ix: (len(_changed(ix[1], entry)),
                                        ix[1].get("signature") != entry.get("signature"),
                                        ix[1].get("line") != entry.get("line"), -ix[0]))
    changed = _changed(best, entry)
    parts, arguments = [], []
    old_env, new_env = _dict(best.get("env")), _dict(entry.get("env"))
    for name in changed:
        if name == "computation":
            text, arguments = _program(best, entry)
        elif name == "XLA flags":
            text = "XLA flags: " + _flags(best["xla_flags"], entry["xla_flags"])
        else:
            field = compat.INGREDIENT_ENVIRONMENT.get(name)
            text = INGREDIENTS.get(name, name)
            if field and old_env.get(field) != new_env.get(field):
                text += f": {old_env.get(field, '?')} → {new_env.get(field, '?')}"
            elif name == "compile_options":
                text += ": " + _options(_dict(old_env.get("compile_options")),
                                        _dict(new_env.get("compile_options")))
        parts.append(text)
    if not parts:  # ingredients that only one JAX release has
        parts.append(f"the cache key's recipe (jax {old_env.get('jax', '?')} → "
                     f"{new_env.get('jax', '?')})")
    out: dict[str, Any] = {
        "miss_reason": "; ".join(parts) + f" (since the compile at {_when(best)})",
        "changed": [INGREDIENTS.get(n, n) for n in changed]}
    if arguments:
        out["arguments"] = [{"kind": c.kind, "path": c.path, "before": c.before,
                             "after": c.after} for c in arguments]
    return out


def _dict(x: Any) -> dict:
    return x if isinstance(x, dict) else {}


def _program(before: dict, after: dict) -> tuple[str, list]:
    causes = _argument_causes(before.get("signature"), after.get("signature"))
    if causes:
        return "the program, because an argument changed: " + "; ".join(
            c.describe() for c in causes), causes
    old, new = _dict(before.get("env")).get("jax"), _dict(after.get("env")).get("jax")
    if old != new:
        return f"the program: jax {old} → {new} lowers it differently", []
    b, a = before.get("signature"), after.get("signature")
    if b is None or a is None:
        return "the program (jaxcheck could not read the arguments of one of the calls)", []
    if b.get("digest") != a.get("digest"):
        return (f"the program: its arguments changed (beyond the first {MAX_PATHS} argument "
                "paths jaxcheck keeps)"), []
    return ("the program, with the same arguments: the function's code, a value it closes "
            "over, or a jax config that enters the program changed"), []


def _flags(before: list[str], after: list[str]) -> str:
    """``--a=1 → --a=2, added --b, removed --c``: the flags that differ, by name."""
    old = {f.split("=")[0]: f for f in before}
    new = {f.split("=")[0]: f for f in after}
    changes = [f"added {flag}" if name not in old else f"{old[name]} → {flag}"
               for name, flag in new.items() if old.get(name) != flag]
    changes += [f"removed {flag}" for name, flag in old.items() if name not in new]
    return ", ".join(changes) or ("the same flags in another form (XLA_FLAGS, "
                                  "LIBTPU_INIT_ARGS, --xla arguments)")


def _options(before: dict, after: dict) -> str:
    changes = [f"{name} {before.get(name, '?')} → {value}" for name, value in after.items()
               if name in before and before[name] != value]
    return ", ".join(changes) or "the device assignment, or an option jaxcheck does not read"
