import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np
import optax

BASE_LR = 3e-3
WARMUP_STEPS = 3
TOTAL_STEPS = 7


def classifier(images):
    x = hk.Flatten()(images)
    x = jax.nn.relu(hk.Linear(32)(x))
    return hk.Linear(10)(x)


net = hk.without_apply_rng(hk.transform(classifier))
opt = optax.sgd(BASE_LR, momentum=0.9)


@jax.jit
def update(params, opt_state, images, labels, lr_scale):
    def loss_fn(p):
        logits = net.apply(p, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    grads = jax.tree_util.tree_map(lambda g: g * lr_scale, grads)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.uniform(size=(16, 8, 8, 1)).astype(np.float32)
    labels = rng.integers(0, 10, size=16)
    params = net.init(jax.random.PRNGKey(0), images)
    opt_state = opt.init(params)
    for step in range(TOTAL_STEPS):
        lr_scale = min(1, step / WARMUP_STEPS)
        params, opt_state, loss = update(params, opt_state, images, labels, lr_scale)
        print(f"step {step} lr_scale {lr_scale:.3f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
