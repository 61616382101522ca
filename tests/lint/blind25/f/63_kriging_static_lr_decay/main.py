import jax.numpy as jnp
import numpy as np

from gp import hyper_step

# kriging of sheet resistance (ohm/sq) from a 49-site four-point-probe map


def four_point_probe_map(seed=0):
    rng = np.random.default_rng(seed)
    ang = np.linspace(0, 2 * np.pi, 49, endpoint=False)
    rad = np.sqrt(np.linspace(0.0, 1.0, 49))
    xy = np.stack([rad * np.cos(ang * 7), rad * np.sin(ang * 7)], 1).astype(np.float32)
    rs = 1.0 + 0.3 * (xy ** 2).sum(1) + 0.1 * xy[:, 0] + rng.normal(0, 0.02, 49)
    return jnp.asarray(xy), jnp.asarray((rs - rs.mean()) / rs.std(), jnp.float32)


def main():
    xy, z = four_point_probe_map()
    theta = {"log_ls": jnp.float32(0.0), "log_var": jnp.float32(0.0), "log_noise": jnp.float32(-3.0)}
    lr = 0.05
    for epoch in range(6):
        for _ in range(10):
            theta, nll = hyper_step(theta, xy, z, lr=lr)
        lr *= 0.7
        print(f"epoch {epoch}: nll {float(nll):.3f} lengthscale {float(jnp.exp(theta['log_ls'])):.3f}")


if __name__ == "__main__":
    main()
