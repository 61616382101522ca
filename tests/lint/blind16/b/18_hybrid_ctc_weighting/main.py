import jax
import jax.numpy as jnp
import optax

from config import BASE, config_for_epoch


def init(key, n_mels, vocab):
    k1, k2 = jax.random.split(key)
    return {"enc": jax.random.normal(k1, (n_mels, 32)) * 0.1,
            "ctc": jax.random.normal(k2, (32, vocab + 1)) * 0.1}


def make_batch(key, cfg):
    k1, k2 = jax.random.split(key)
    feats = jax.random.normal(k1, (cfg["batch"], cfg["frames"], cfg["n_mels"]))
    labels = jax.random.randint(k2, (cfg["batch"], cfg["max_label"]), 1, cfg["vocab"] + 1)
    feat_pad = jnp.zeros((cfg["batch"], cfg["frames"]))
    label_pad = jnp.zeros((cfg["batch"], cfg["max_label"])).at[:, 4:].set(1.0)
    return feats, feat_pad, labels, label_pad


tx = optax.adam(BASE["lr"])


@jax.jit
def train_step(params, opt_state, batch, ctc_weight):
    feats, feat_pad, labels, label_pad = batch

    def loss_fn(p):
        h = jnp.tanh(feats @ p["enc"])
        logits = h @ p["ctc"]
        ctc = optax.ctc_loss(logits, feat_pad, labels, label_pad).mean()
        frame_ce = -jax.nn.log_softmax(logits)[..., 0].mean()
        return ctc_weight * ctc + (1 - ctc_weight) * frame_ce

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = init(jax.random.PRNGKey(0), BASE["n_mels"], BASE["vocab"])
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(1)
    for epoch in range(4):
        cfg = config_for_epoch(epoch)
        for _ in range(2):
            key, sub = jax.random.split(key)
            batch = make_batch(sub, cfg)
            params, opt_state, loss = train_step(params, opt_state, batch, float(cfg["ctc_weight"]))
        print(f"epoch {epoch} ctc_weight {cfg['ctc_weight']} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
