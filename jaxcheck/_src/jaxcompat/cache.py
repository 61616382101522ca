"""JAX's persistent compilation cache as JAX configures, keys and logs it.

* the ``jax._src.config`` holders of the cache settings and of the configs JAX passes
  to XLA as compile options (part of every cache key);
* ``jax._src.compilation_cache``'s once-per-process decision to use the cache;
* the wording of its log lines (``jax._src.compiler``, ``compilation_cache``,
  ``cache_key``), and the logger whose DEBUG records hash each key ingredient.
"""

from __future__ import annotations

import re
from typing import Any

import jax

#: JAX's name of each ingredient of a persistent-cache key (``jax/_src/cache_key.py``,
#: the names its DEBUG log gives each hash; the same in 0.4.38, 0.6.2 and 0.10.2), in the
#: user's words.
CACHE_KEY_INGREDIENTS = {
    "computation": "the program",
    "jax_lib version": "jaxlib version",
    "backend version": "backend",
    "XLA flags": "XLA flags",
    "compile_options": "compile options",
    "accelerator_config": "devices",
    "compression": "compression library",
    "custom_hook": "custom cache-key hook",
}

#: the ingredients whose change the key environment (``cache_environment``) can word:
#: which of its fields says what changed.
INGREDIENT_ENVIRONMENT = {"jax_lib version": "jaxlib", "backend version": "backend",
                          "accelerator_config": "devices"}


#: loggers whose DEBUG records jaxcheck reads while the persistent cache is on: the
#: hash of each ingredient of a cache key, and the XLA flags that went into it.
CACHE_KEY_LOGGERS = frozenset({"jax._src.cache_key"})


def persistent_cache() -> dict[str, Any] | None:
    """The persistent cache settings in force, or None when the cache is off."""
    from jax._src import config

    def read(name: str, default: Any = None) -> Any:
        try:
            return getattr(config, name).value
        except AttributeError:
            return default

    directory = read("compilation_cache_dir")
    if not directory or read("enable_compilation_cache", True) is False:
        return None
    return {"dir": str(directory),
            "min_compile_time": float(read("persistent_cache_min_compile_time_secs", 1.0)),
            "min_entry_size": int(read("persistent_cache_min_entry_size_bytes", 0))}


#: jax configs that JAX copies into XLA's compile options (``get_compile_options``),
#: hence into the "compile_options" ingredient of a persistent-cache key (0.4.38 has
#: neither ``optimization_level`` nor ``memory_fitting_level``: skipped there).
_COMPILE_OPTION_CONFIGS = ("exec_time_optimization_effort", "memory_fitting_effort",
                           "optimization_level", "memory_fitting_level",
                           "use_shardy_partitioner", "enable_remat_opt_pass",
                           "jax_xla_profile_version")


def cache_environment() -> dict[str, Any]:
    """What beside the program enters a persistent-cache key, in words: the jax and
    jaxlib versions, the backend and its version, the devices, and the jax configs
    JAX passes to XLA as compile options."""
    import jaxlib
    from jax._src import config

    env: dict[str, Any] = {"jax": jax.__version__,
                           "jaxlib": str(getattr(jaxlib, "__version__", "?"))}
    try:
        devices = jax.devices()
        client = devices[0].client
        env["backend"] = " ".join(dict.fromkeys(  # CPU's version is "cpu" again
            str(x) for x in (client.platform, client.platform_version) if x))
        kinds: dict[str, int] = {}
        for d in devices:
            kinds[d.device_kind] = kinds.get(d.device_kind, 0) + 1
        env["devices"] = ", ".join(f"{n} × {kind}" for kind, n in kinds.items())
    except Exception:  # no usable backend: nothing to compare
        pass
    options = {}
    for name in _COMPILE_OPTION_CONFIGS:
        holder = getattr(config, name, None)
        if holder is not None and hasattr(holder, "value"):
            value = holder.value
            options[name if name.startswith("jax_") else f"jax_{name}"] = str(
                getattr(value, "name", value))
    env["compile_options"] = options
    return env


def cache_unused_reason() -> str:
    """Why JAX did not look an executable up although a cache directory is set."""
    try:
        from jax._src import compilation_cache as cc

        # the same module globals on 0.4.38, 0.6.2 and 0.10.2
        if getattr(cc, "_cache_checked", False) and not getattr(cc, "_cache_used", True):
            return ("JAX decided at its first compile in this process not to use the cache "
                    "(jax_enable_compilation_cache was off then, or this backend cannot "
                    "serialize executables) and does not decide again")
    except Exception:
        pass
    return "JAX did not look this executable up in the persistent cache"


# The same wording on 0.4.38, 0.6.2 and 0.10.x (jax/_src/compiler.py,
# compilation_cache.py, cache_key.py); at WARNING while jaxcheck's flags are on,
# except the cache-key lines (DEBUG).
_CACHE_LINES = [
    ("hit", re.compile(r"^Persistent compilation cache hit for '(?P<module>[^']*)' with key "
                       r"'?(?P<key>[^'\s]+)")),
    ("miss", re.compile(r"^PERSISTENT COMPILATION CACHE MISS for '(?P<module>[^']*)' with "
                        r"key '?(?P<key>[^'\s]+)")),
    ("written", re.compile(r"^Writing (?P<module>\S+) to persistent compilation cache with "
                           r"key '?(?P<key>[^'\s]+)")),
    ("not_written", re.compile(r"^Not writing persistent cache entry (?P<why>.*)", re.S)),
    ("ingredient", re.compile(r"^get_cache_key hash of serialized (?P<name>.+?): "
                              r"(?P<hash>[0-9a-f]+)$")),
    ("xla_flag", re.compile(r"^Including XLA flag in cache key: (?P<flag>.*)$")),
]
_NOT_WRITTEN = [
    (re.compile(r"took < (?P<min>[\d.]+) seconds to compile \((?P<took>[\d.]+)s\)"),
     "compiled in {took} s, under jax_persistent_cache_min_compile_time_secs = {min}"),
    (re.compile(r"size \((?P<size>\d+) bytes\) is less than threshold \((?P<min>\d+) "
                r"bytes\)"),
     "an entry of {size} bytes, under jax_persistent_cache_min_entry_size_bytes = {min}"),
    (re.compile(r"host callbacks"),
     "the program uses host callbacks (jax.debug.print, io_callback, ...): JAX never "
     "caches it"),
    (re.compile(r"process_id != 0"), "only process 0 writes the persistent cache"),
]


def cache_line(message: str) -> tuple[str, dict[str, str]] | None:
    """(kind, fields) of one of JAX's persistent-cache log lines, else None."""
    for kind, pattern in _CACHE_LINES:
        m = pattern.match(message)
        if m:
            fields = m.groupdict()
            if kind == "not_written":
                fields = {"reason": _not_written_reason(fields["why"])}
            return kind, fields
    return None


def _not_written_reason(why: str) -> str:
    for pattern, text in _NOT_WRITTEN:
        m = pattern.search(why)
        if m:
            return text.format(**m.groupdict())
    return " ".join(why.split())
