import jax
import jax.numpy as jnp

from stream import EventStream


@jax.jit
def z_statistic(control, treatment):
    pc = jnp.mean(control)
    pt = jnp.mean(treatment)
    nc = control.shape[0]
    nt = treatment.shape[0]
    pooled = (pc * nc + pt * nt) / (nc + nt)
    se = jnp.sqrt(pooled * (1 - pooled) * (1.0 / nc + 1.0 / nt))
    return (pt - pc) / se


def run_dashboard(n_looks=6, boundary=2.8):
    stream = EventStream()
    for look in range(n_looks):
        control, treatment = stream.next_look()
        z = float(z_statistic(control, treatment))
        status = "stop" if abs(z) > boundary else "continue"
        print(f"look {look}: n={len(control)} z={z:.3f} -> {status}")


if __name__ == "__main__":
    run_dashboard()
