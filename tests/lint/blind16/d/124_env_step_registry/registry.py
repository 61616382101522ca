import jax

from envs import DYNAMICS

_compiled = {}


def get_step(env_name):
    return _compiled.setdefault(env_name, jax.jit(DYNAMICS[env_name]))
