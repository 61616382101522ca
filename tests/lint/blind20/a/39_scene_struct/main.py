import jax
import jax.numpy as jnp
import numpy as np

from scene import Scene

N_AGENTS, N_LANES, PTS = 8, 12, 10


@jax.jit
def nearest_lane_offsets(scene):
    pos = scene.agents[:, -1, :2]
    d = jnp.linalg.norm(pos[:, None, None, :] - scene.lanes[None], axis=-1)
    lateral = d.min(axis=(1, 2))
    return jnp.where(scene.agent_mask, lateral, 0.0)


def scenes(rng, n):
    for i in range(n):
        yield Scene(
            agents=jnp.asarray(rng.normal(size=(N_AGENTS, 5, 4)) * 10, jnp.float32),
            lanes=jnp.asarray(rng.normal(size=(N_LANES, PTS, 2)) * 10, jnp.float32),
            agent_mask=jnp.asarray(rng.random(N_AGENTS) > 0.3),
            scenario_id=f"scn_{i:05d}",
            city="PIT" if i % 2 else "MIA",
        )


def main():
    rng = np.random.default_rng(0)
    offsets = []
    for scene in scenes(rng, 6):
        off = nearest_lane_offsets(scene)
        offsets.append(float(off.sum() / scene.agent_mask.sum()))
        print(scene.scenario_id, scene.city, round(offsets[-1], 3))


if __name__ == "__main__":
    main()
