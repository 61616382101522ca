from functools import partial

import jax
import jax.numpy as jnp

N_PARTICLES = 20
BOX = 4.0


def pair_energy(pos):
    d = pos[:, None, :] - pos[None, :, :]
    d = d - BOX * jnp.round(d / BOX)
    r2 = jnp.sum(d * d, axis=-1) + jnp.eye(pos.shape[0]) * 1e6
    inv6 = (1.0 / r2) ** 3
    return 0.5 * jnp.sum(4.0 * (inv6 * inv6 - inv6))


@partial(jax.jit, static_argnames=("n_moves",))
def metropolis_sweep(pos, key, temperature, n_moves=50, step_size=0.1):
    def body(i, carry):
        pos, key, accepted = carry
        key, k1, k2, k3 = jax.random.split(key, 4)
        idx = jax.random.randint(k1, (), 0, pos.shape[0])
        trial = pos.at[idx].add(step_size * jax.random.normal(k2, (3,)))
        trial = jnp.mod(trial, BOX)
        de = pair_energy(trial) - pair_energy(pos)
        ok = jax.random.uniform(k3) < jnp.exp(-de / temperature)
        return jnp.where(ok, trial, pos), key, accepted + ok

    return jax.lax.fori_loop(0, n_moves, body, (pos, key, 0))


def cooling_schedule(t0, t1, n):
    return [t0 * (t1 / t0) ** (i / (n - 1)) for i in range(n)]


def main():
    key = jax.random.PRNGKey(0)
    key, sub = jax.random.split(key)
    pos = jax.random.uniform(sub, (N_PARTICLES, 3)) * BOX
    for temperature in cooling_schedule(2.0, 0.2, 6):
        key, sub = jax.random.split(key)
        pos, _, acc = metropolis_sweep(pos, sub, temperature=jnp.float32(temperature))
        print(f"T={temperature:.3f} E={float(pair_energy(pos)):.3f} acc={int(acc)}")


if __name__ == "__main__":
    main()
