import jax
import jax.numpy as jnp
import numpy as np

from model import net, predict_probs

WARMUP_ROUNDS = 2
N_ROUNDS = 5


def main():
    key = jax.random.PRNGKey(0)
    pool = jax.random.normal(key, (200, 5))
    val = jax.random.normal(jax.random.PRNGKey(1), (200, 5))
    params = net.init(key, pool[:1], True)
    labelled = np.zeros(200, bool)
    for rnd in range(N_ROUNDS):
        key, k1, k2 = jax.random.split(key, 3)
        p = predict_probs(params, pool, k1, deterministic=rnd < WARMUP_ROUNDS)
        score = np.array(1.0 - p.max(-1))
        score[labelled] = -np.inf
        labelled[np.argsort(-score)[:10]] = True
        val_p = predict_probs(params, val, k2, deterministic=True)
        print(rnd, labelled.sum(), float(val_p.max(-1).mean()))


if __name__ == "__main__":
    main()
