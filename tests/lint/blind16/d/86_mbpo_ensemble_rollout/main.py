import jax
import jax.numpy as jnp
import numpy as np

from ensemble import A, M, S, elite_rollout_step, init_ensemble, select_elites


def main():
    rng = np.random.default_rng(0)
    params = init_ensemble(jax.random.PRNGKey(0))
    for epoch in range(5):
        val_losses = rng.uniform(0.5, 1.5, size=M)
        elites = select_elites(params, val_losses, threshold=1.0)
        s = jnp.asarray(rng.normal(size=(32, S)), jnp.float32)
        for h in range(3):
            a = jnp.asarray(rng.uniform(-1, 1, size=(32, A)), jnp.float32)
            s, disagreement = elite_rollout_step(elites, s, a)
        print(epoch, float(disagreement.mean()))


if __name__ == "__main__":
    main()
