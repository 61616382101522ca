import jax
import jax.numpy as jnp

from observables import measure

CONFIG = {"observables": ["kinetic", "rg", "momentum"], "frames": 8}


def harmonic_step(pos, vel, dt=0.05, k=1.0):
    vel = vel - dt * k * (pos - pos.mean(0))
    return pos + dt * vel, vel


def main():
    key = jax.random.PRNGKey(0)
    pos = jax.random.normal(key, (32, 3))
    vel = jax.random.normal(jax.random.fold_in(key, 1), (32, 3))
    for frame in range(CONFIG["frames"]):
        pos, vel = harmonic_step(pos, vel)
        obs = measure(pos, vel, names=tuple(CONFIG["observables"]))
    print({k: round(float(v), 4) for k, v in obs.items()})


if __name__ == "__main__":
    main()
