import diffrax
import jax
import jax.numpy as jnp
import numpy as np


def shrinking_core(t, y, args):
    k_chem, k_diff = args
    X = jnp.clip(y, 0.0, 0.999)
    r = (1 - X) ** (1 / 3)
    rate = 1.0 / (1.0 / (3 * k_chem * r ** 2) + (1 - r) / (k_diff * r * 2 + 1e-6))
    return rate


@jax.jit
def leach_curve(k_chem, k_diff, days):
    term = diffrax.ODETerm(shrinking_core)
    sol = diffrax.diffeqsolve(term, diffrax.Tsit5(), t0=0.0, t1=days[-1], dt0=0.5, y0=jnp.array(0.0),
                              args=(k_chem, k_diff), saveat=diffrax.SaveAt(ts=days),
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-7))
    return sol.ys


def main():
    days = jnp.linspace(0.0, 120.0, 25)
    rng = np.random.default_rng(3)
    for column in range(6):
        k_chem = jnp.float32(rng.uniform(0.005, 0.02))
        k_diff = jnp.float32(rng.uniform(0.01, 0.05))
        rec = leach_curve(k_chem, k_diff, days)
        print(f"column {column}: Cu recovery at 120 d {min(float(rec[-1]), 1.0) * 100:.1f}%")


if __name__ == "__main__":
    main()
