import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np

from loader import benches, to_bucket


def net(x):
    return hk.nets.MLP([32, 32, 2])(x)


model = hk.without_apply_rng(hk.transform(net))


@jax.jit
def classify_blocks(params, feats):
    logits = model.apply(params, feats)
    return jax.nn.softmax(logits)[:, 1]


def main():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 6)))
    for bench, feats in benches():
        padded, n = to_bucket(feats)
        p_ore = np.asarray(classify_blocks(params, padded))[:n]
        print(f"bench {bench}: {n} blocks, {int((p_ore > 0.5).sum())} flagged as ore")


if __name__ == "__main__":
    main()
