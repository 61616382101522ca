import jax
import jax.numpy as jnp

from config import load_config
from operators import tfim_parts


@jax.jit
def ground_energy(h_zz, h_x, h, v0):
    H = h_zz + h * h_x
    shift = jnp.linalg.norm(H, ord=1) * jnp.eye(H.shape[0])
    M = shift - H

    def body(_, v):
        w = M @ v
        return w / jnp.linalg.norm(w)

    v = jax.lax.fori_loop(0, 60, body, v0)
    return v @ H @ v


def main():
    cfg = load_config()
    h_zz, h_x = map(jnp.asarray, tfim_parts(cfg.n_sites))
    v0 = jnp.ones(2 ** cfg.n_sites) / jnp.sqrt(2.0 ** cfg.n_sites)
    for h in cfg.h_values:
        e0 = ground_energy(h_zz, h_x, h, v0)
        print(f"h={h} E0/N={float(e0) / cfg.n_sites:.4f}")


if __name__ == "__main__":
    main()
