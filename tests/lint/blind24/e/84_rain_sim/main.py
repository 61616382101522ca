import numpy as np
import jax
import jax.numpy as jnp
import diffrax


def droplet_field(t, y, args):
    pos, vel = y
    acc = jnp.stack([args["wind"] - args["drag"] * vel[:, 0],
                     -args["gravity"] - args["drag"] * vel[:, 1]], axis=1)
    return vel, acc


@jax.jit
def simulate_rain(pos0, vel0, env):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(droplet_field), diffrax.Tsit5(), t0=0.0, t1=1.0, dt0=0.02,
        y0=(pos0, vel0), args=env, saveat=diffrax.SaveAt(ts=jnp.linspace(0.0, 1.0, 10)),
    )
    return sol.ys[0]


class ShotLibrary:
    def __init__(self):
        self.envs = {
            "storm_01": {"wind": 2.0, "drag": 0.5, "gravity": 9.8},
            "storm_02": {"wind": 3.5, "drag": 0.5, "gravity": 9.8},
            "drizzle_01": {"wind": 0.2, "drag": 2.0, "gravity": 9.8},
        }

    def env(self, shot):
        return self.envs[shot]


def main():
    rng = np.random.default_rng(0)
    lib = ShotLibrary()
    pos0 = rng.uniform(0, 1, (64, 2)).astype(np.float32)
    vel0 = np.zeros((64, 2), np.float32)
    for shot in ["storm_01", "storm_02", "drizzle_01", "storm_01"]:
        path = np.asarray(simulate_rain(pos0, vel0, lib.env(shot)))
        print(shot, np.round(path[-1].mean(axis=0), 3).tolist())


if __name__ == "__main__":
    main()
