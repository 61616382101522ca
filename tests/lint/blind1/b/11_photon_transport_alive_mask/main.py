"""Monte Carlo photon transport through a 1-D absorbing slab."""
import jax
import jax.numpy as jnp
import numpy as np

SLAB_THICKNESS = 2.0
MU_TOTAL = 1.5
ALBEDO = 0.7


@jax.jit
def propagate(key, pos, direction, weight):
    k_step, k_dir = jax.random.split(key)
    step = -jnp.log(jax.random.uniform(k_step, pos.shape)) / MU_TOTAL
    pos = pos + direction * step
    weight = weight * ALBEDO
    new_dir = jax.random.uniform(k_dir, pos.shape, minval=-1.0, maxval=1.0)
    return pos, new_dir, weight


def simulate(n_photons=2000, max_events=8, seed=0):
    key = jax.random.PRNGKey(seed)
    pos = jnp.zeros(n_photons)
    direction = jnp.ones(n_photons)
    weight = jnp.ones(n_photons)
    transmitted = reflected = 0.0
    for event in range(max_events):
        key, sub = jax.random.split(key)
        pos, direction, weight = propagate(sub, pos, direction, weight)
        pos_np, w_np = np.asarray(pos), np.asarray(weight)
        transmitted += w_np[pos_np > SLAB_THICKNESS].sum()
        reflected += w_np[pos_np < 0].sum()
        alive = (pos_np >= 0) & (pos_np <= SLAB_THICKNESS) & (w_np > 1e-3)
        pos, direction, weight = pos[alive], direction[alive], weight[alive]
        print(f"event {event}: {int(alive.sum())} photons still in the slab")
        if not alive.any():
            break
    return transmitted / n_photons, reflected / n_photons


if __name__ == "__main__":
    T, R = simulate()
    print(f"T={T:.3f} R={R:.3f}")
