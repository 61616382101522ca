import jax
import jax.numpy as jnp
import optax

from sessions import N_EVENTS, simulate_sessions, session_batches

tx = optax.adam(5e-2)


def logits_fn(params, ev, mask):
    emb = params["event_emb"][ev]
    pooled = (emb * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
    return pooled @ params["w"]


@jax.jit
def train_step(params, opt_state, ev, mask, y):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(logits_fn(p, ev, mask), y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    key = jax.random.PRNGKey(0)
    params = {"event_emb": 0.1 * jax.random.normal(key, (N_EVENTS, 8)), "w": jnp.zeros(8)}
    opt_state = tx.init(params)
    sessions = simulate_sessions()
    for epoch in range(2):
        for ev, mask, y in session_batches(sessions):
            params, opt_state, loss = train_step(params, opt_state, ev, mask, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
