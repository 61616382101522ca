import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def project(emulator, forcing):
    return emulator(forcing)


def scenario_run(emulator, forcings, start_year):
    out = []
    for i, f in enumerate(forcings):
        emulator = eqx.tree_at(lambda e: e.year, emulator, start_year + i)
        out.append(project(emulator, f))
    return jnp.stack(out)
