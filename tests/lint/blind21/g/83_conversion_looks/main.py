import jax
import jax.numpy as jnp

from stream import EventStream


@jax.jit
def z_statistic(control, treatment, count):
    valid = (jnp.arange(control.shape[0]) < count).astype(control.dtype)
    n = valid.sum()
    pc = jnp.sum(control * valid) / n
    pt = jnp.sum(treatment * valid) / n
    pooled = (pc + pt) / 2
    se = jnp.sqrt(pooled * (1 - pooled) * (2.0 / n))
    return (pt - pc) / se


def run_dashboard(n_looks=6, boundary=2.8):
    stream = EventStream(capacity=50 * n_looks)
    for look in range(n_looks):
        control, treatment, count = stream.next_look()
        z = float(z_statistic(control, treatment, count))
        status = "stop" if abs(z) > boundary else "continue"
        print(f"look {look}: n={int(count)} z={z:.3f} -> {status}")


if __name__ == "__main__":
    run_dashboard()
