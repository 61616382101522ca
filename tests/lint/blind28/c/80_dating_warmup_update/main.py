import jax
import jax.numpy as jnp
import numpy as np

WARMUP = 5
BASE_LR = 0.01


def predict_year(params, feats):
    return (jax.nn.gelu(feats @ params["w1"]) @ params["w2"])[:, 0] * 50.0 + 1400.0


@jax.jit
def warmup_update(params, feats, years, step):
    lr = BASE_LR * jnp.minimum(1.0, (step + 1) / WARMUP)
    val, grads = jax.value_and_grad(lambda p: jnp.mean(jnp.abs(predict_year(p, feats) - years)) / 50.0)(params)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), val


def main():
    rng = np.random.default_rng(3)
    feats = rng.normal(size=(64, 12)).astype(np.float32)
    years = (1300 + 200 * rng.random(64)).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(3))
    params = {"w1": jax.random.normal(k1, (12, 16)) * 0.2, "w2": jax.random.normal(k2, (16, 1)) * 0.2}
    step = 0
    for epoch in range(4):
        for i in range(0, 64, 16):
            params, mae = warmup_update(params, feats[i:i + 16], years[i:i + 16], step)
            step += 1
        print(epoch, float(mae))


if __name__ == "__main__":
    main()
