import jax
import jax.numpy as jnp
import numpy as np

WARMUP_STEPS = 4
BASE_LR = 1e-2


def box_regression_loss(params, feats, targets):
    pred = feats @ params["w"] + params["b"]
    diff = jnp.abs(pred - targets)
    return jnp.mean(jnp.where(diff < 1.0, 0.5 * diff ** 2, diff - 0.5))


@jax.jit
def sgd_step(params, feats, targets, lr_scale):
    loss, grads = jax.value_and_grad(box_regression_loss)(params, feats, targets)
    params = jax.tree_util.tree_map(lambda p, g: p - BASE_LR * lr_scale * g, params, grads)
    return params, loss


def warmup_scale(step):
    return jnp.asarray(min(1, step / WARMUP_STEPS), dtype=jnp.float32)


def main():
    rng = np.random.default_rng(1)
    params = {"w": jnp.zeros((16, 4)), "b": jnp.zeros((4,))}
    for step in range(8):
        feats = rng.normal(size=(8, 16)).astype(np.float32)
        targets = rng.normal(size=(8, 4)).astype(np.float32)
        lr_scale = warmup_scale(step)
        params, loss = sgd_step(params, feats, targets, lr_scale)
        if step % 2 == 0:
            print(step, float(lr_scale), float(loss))


if __name__ == "__main__":
    main()
