import equinox as eqx
import jax.numpy as jnp
import numpy as np

from model import SoilBucket


@eqx.filter_jit
def spun_up_runoff(model, rain, pet, n_spinup):
    idx = jnp.arange(rain.shape[0])
    warm_rain = jnp.where(idx < n_spinup, rain, 0.0)
    s_end, _ = model.run(warm_rain, pet, model.capacity * 0.5)
    _, q = model.run(rain, pet, s_end)
    return q


def main():
    rng = np.random.default_rng(3)
    basins = {"Tweed": 90, "Tay": 180, "Spey": 365, "Dee": 180, "Clyde": 120}
    for name, spinup in basins.items():
        rain = jnp.asarray(rng.gamma(0.6, 5.0, 365).astype(np.float32))
        pet = jnp.asarray((1.5 + np.sin(np.arange(365) / 58)).astype(np.float32))
        model = SoilBucket(jnp.float32(rng.uniform(80, 200)), jnp.float32(0.1))
        q = spun_up_runoff(model, rain, pet, spinup)
        print(f"{name:>6}: spin-up {spinup:3d} d, annual runoff {float(q.sum()):.0f} mm")


if __name__ == "__main__":
    main()
