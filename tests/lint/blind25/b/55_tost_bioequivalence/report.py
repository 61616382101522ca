import numpy as np
import jax.numpy as jnp


def bioequivalence_report(name, runner, margins, seed, n=24):
    rng = np.random.default_rng(seed)
    log_ref = rng.normal(np.log(100), 0.25, n)
    log_test = log_ref + rng.normal(0.03, 0.12, n)
    gmr, t_lo, t_up = runner(name, jnp.asarray(log_test, jnp.float32), jnp.asarray(log_ref, jnp.float32), margins)
    return f"{name:7s} GMR {float(gmr):.3f}  t_lower {float(t_lo):5.2f}  t_upper {float(t_up):5.2f}"
