import numpy as np
import jax
import jax.numpy as jnp


CONCS = np.logspace(-3, 2, 12).astype(np.float32)


def read_plate(plate_id, rng):
    ic50 = rng.lognormal(np.log(0.5), 1.0, 8)
    signal = 100.0 / (1.0 + (CONCS[None, :] / ic50[:, None]) ** 1.1) + rng.normal(0, 3, (8, 12))
    if plate_id % 3 == 2:
        return signal.astype(np.float16)
    return signal.astype(np.float32)


@jax.jit
def fit_ic50_grid(signal, log_conc):
    grid = jnp.linspace(-4.0, 3.0, 141)
    pred = 100.0 / (1.0 + jnp.exp(log_conc[None, None, :] - grid[None, :, None]))
    sse = jnp.sum((signal[:, None, :] - pred) ** 2, axis=-1)
    return jnp.exp(grid[jnp.argmin(sse, axis=1)])


def main():
    rng = np.random.default_rng(0)
    log_conc = jnp.log(jnp.asarray(CONCS))
    for plate_id in range(6):
        signal = read_plate(plate_id, rng)
        ic50 = fit_ic50_grid(signal, log_conc)
        print(f"plate {plate_id}: median IC50 {float(jnp.median(ic50)):.3f} uM")


if __name__ == "__main__":
    main()
