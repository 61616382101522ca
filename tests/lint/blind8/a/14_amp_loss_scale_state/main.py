import jax
import jax.numpy as jnp
import numpy as np

from amp import LossScale, all_finite, cast_tree

LR = 0.05


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (32, 64)) * 0.1,
            "w2": jax.random.normal(k2, (64, 10)) * 0.1}


def half_precision_loss(params, x, y):
    p16 = cast_tree(params, jnp.float16)
    h = jax.nn.relu(x.astype(jnp.float16) @ p16["w1"])
    logits = (h @ p16["w2"]).astype(jnp.float32)
    return -jnp.mean(jax.nn.log_softmax(logits)[jnp.arange(y.shape[0]), y])


@jax.jit
def mixed_precision_step(params, x, y, loss_scale):
    scaled = lambda p: half_precision_loss(p, x, y) * loss_scale.scale
    scaled_loss, grads = jax.value_and_grad(scaled)(params)
    grads = jax.tree_util.tree_map(lambda g: g / loss_scale.scale, grads)
    finite = all_finite(grads)
    new_params = jax.tree_util.tree_map(
        lambda p, g: jnp.where(finite, p - LR * g, p), params, grads)
    return new_params, loss_scale.update(finite), scaled_loss / loss_scale.scale


def main():
    rng = np.random.default_rng(0)
    xs = rng.normal(size=(6, 16, 32)).astype(np.float32)
    ys = rng.integers(0, 10, size=(6, 16)).astype(np.int32)
    params = init_params(jax.random.PRNGKey(0))
    loss_scale = LossScale.create(2 ** 15)
    for step in range(len(xs)):
        params, loss_scale, loss = mixed_precision_step(params, xs[step], ys[step], loss_scale)
        print(f"step {step} loss {float(loss):.4f} scale {float(loss_scale.scale):.0f}")


if __name__ == "__main__":
    main()
