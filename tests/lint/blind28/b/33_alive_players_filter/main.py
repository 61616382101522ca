import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def team_fight_strength(hp, dmg, pos):
    centroid = pos.mean(0)
    spread = jnp.linalg.norm(pos - centroid, axis=1).mean()
    return (hp * dmg).sum() / (1.0 + spread)


def main():
    rng = np.random.default_rng(23)
    out = []
    for tick in range(12):
        hp = rng.uniform(0, 1, size=5).astype(np.float32)
        dmg = rng.uniform(50, 120, size=5).astype(np.float32)
        pos = rng.normal(size=(5, 2)).astype(np.float32)
        alive = hp > 0.2
        out.append(float(team_fight_strength(hp[alive], dmg[alive], pos[alive])))
    print(np.round(out, 1))


if __name__ == "__main__":
    main()
