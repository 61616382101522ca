import jax.numpy as jnp

from mpc import run_mpc
from telemetry import MetricsLogger

if __name__ == "__main__":
    reference = jnp.float32(1.0)
    logger = MetricsLogger(reference)
    x_final = run_mpc(jnp.zeros(2), horizon=20, n_steps=6, reference=reference, on_step=logger)
    print("final position:", float(x_final[0]))
