import jax
import jax.numpy as jnp
import optax

from loader import make_bscans, batches

N_LAYERS = 4


def init_params(key, h=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (3, 1, 8)) * 0.3,
        "w2": jax.random.normal(k2, (8, N_LAYERS)) * 0.3,
    }


def forward(params, x):
    # 1-D conv along depth (A-scan axis), per column
    x = x[..., None]
    x = jnp.concatenate([jnp.roll(x, 1, axis=1), x, jnp.roll(x, -1, axis=1)], axis=-1)
    h = jnp.tanh(jnp.einsum("bhwk,kc->bhwc", x, params["w1"][:, 0, :]))
    return h @ params["w2"]


opt = optax.sgd(0.1, momentum=0.9)


@jax.jit
def seg_step(params, opt_state, x, y, valid):
    def loss_fn(p):
        logits = forward(p, x)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(axis=(1, 2))
        return (ce * valid).sum() / valid.sum()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    scans, masks = make_bscans(45)
    params = init_params(jax.random.PRNGKey(3))
    opt_state = opt.init(params)
    for epoch in range(4):
        losses = []
        for x, y, valid in batches(scans, masks, batch_size=8):
            params, opt_state, loss = seg_step(params, opt_state, x, y, valid)
            losses.append(float(loss))
        print(epoch, sum(losses) / len(losses))


if __name__ == "__main__":
    main()
