import jax
import jax.numpy as jnp

from scenarios import INITIAL_STATES

G_OVER_L = 9.81
DT = 0.01


def init_correction(key, width=16):
    k1, k2 = jax.random.split(key)
    return {"w": jax.random.normal(k1, (2, width)) * 0.1, "v": jax.random.normal(k2, (width, 2)) * 0.01}


def rhs(params, s):
    physics = jnp.stack([s[1], -G_OVER_L * jnp.sin(s[0])])
    return physics + jnp.tanh(s @ params["w"]) @ params["v"]


@jax.jit
def rollout_energy(params, s0):
    def body(s, _):
        k1 = rhs(params, s)
        k2 = rhs(params, s + 0.5 * DT * k1)
        k3 = rhs(params, s + 0.5 * DT * k2)
        k4 = rhs(params, s + DT * k3)
        s = s + DT / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        return s, 0.5 * s[1] ** 2 - G_OVER_L * jnp.cos(s[0])

    _, energy = jax.lax.scan(body, s0.astype(jnp.float32), None, length=300)
    return energy.max() - energy.min()


def main():
    params = init_correction(jax.random.PRNGKey(0))
    for name, s0 in INITIAL_STATES.items():
        print(name, float(rollout_energy(params, s0)))


if __name__ == "__main__":
    main()
