import jax
import jax.numpy as jnp
import optax

from config import Config
from data import FingerspellLoader


def init(cfg, key):
    k1, k2 = jax.random.split(key)
    d_in = cfg.num_landmarks * 2
    return {"enc": jax.random.normal(k1, (d_in, cfg.hidden)) / d_in ** 0.5,
            "out": jax.random.normal(k2, (cfg.hidden, cfg.vocab)) / cfg.hidden ** 0.5}


def make_step(cfg):
    opt = optax.sgd(cfg.lr, momentum=0.9)

    @jax.jit
    def fs_update(params, opt_state, x, lens, y):
        def loss_fn(p):
            b, t = x.shape[:2]
            h = jax.nn.gelu(x.reshape(b, t, -1) @ p["enc"])
            valid = (jnp.arange(t)[None, :] < lens[:, None]).astype(h.dtype)
            feat = (h * valid[..., None]).sum(1) / lens[:, None]
            return optax.softmax_cross_entropy_with_integer_labels(feat @ p["out"], y).mean()

        loss, g = jax.value_and_grad(loss_fn)(params)
        upd, opt_state = opt.update(g, opt_state)
        return optax.apply_updates(params, upd), opt_state, loss

    return opt, fs_update


def main():
    cfg = Config()
    params = init(cfg, jax.random.PRNGKey(3))
    opt, fs_update = make_step(cfg)
    opt_state = opt.init(params)
    loader = FingerspellLoader(cfg)
    for ep in range(cfg.epochs):
        for x, lens, y in loader:
            params, opt_state, loss = fs_update(params, opt_state, x, lens, y)
        print(ep, float(loss))


if __name__ == "__main__":
    main()
