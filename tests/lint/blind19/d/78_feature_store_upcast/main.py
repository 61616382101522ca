import jax
import jax.numpy as jnp
import numpy as np
import optax

from feature_store import FeatureStore

N, D, C, B, FANOUT = 200, 12, 4, 16, 4
tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, seed_feats, nbr_feats, y):
    def loss_fn(p):
        h = jax.nn.relu(seed_feats @ p["w_self"] + nbr_feats.mean(1) @ p["w_nbr"])
        return optax.softmax_cross_entropy_with_integer_labels(h @ p["w_out"], y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(1)
    store = FeatureStore(N, D)
    labels = rng.integers(0, C, N).astype(np.int32)
    # community-ordered graph: neighbours are drawn from the same half as the seed
    ks = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w_self": jax.random.normal(ks[0], (D, 32)) * 0.2,
              "w_nbr": jax.random.normal(ks[1], (D, 32)) * 0.2,
              "w_out": jax.random.normal(ks[2], (32, C)) * 0.2}
    opt_state = tx.init(params)
    for step in range(6):
        lo = 0 if step % 2 == 0 else N // 2
        seeds = rng.integers(lo, lo + N // 2, B)
        nbrs = rng.integers(lo, lo + N // 2, (B, FANOUT))
        params, opt_state, loss = train_step(params, opt_state, store.gather(seeds),
                                             store.gather(nbrs.reshape(-1)).reshape(B, FANOUT, D),
                                             labels[seeds])
    print(float(loss))


if __name__ == "__main__":
    main()
