import jax
import jax.numpy as jnp
import optax

from state import TTSState

N_PHONES, N_MELS = 30, 20


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"phone_emb": jax.random.normal(k1, (N_PHONES, 32)) * 0.1,
            "to_mel": jax.random.normal(k2, (32, N_MELS)) * 0.1}


@jax.jit
def train_step(state, phones, mel_target):
    def loss_fn(p):
        pred = jnp.tanh(p["phone_emb"][phones]) @ p["to_mel"]
        return jnp.abs(pred - mel_target).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply(grads), loss


def main():
    tx = optax.adam(1e-3)
    params = init_params(jax.random.PRNGKey(0))
    state = TTSState(params=params, opt_state=tx.init(params), tx=tx)
    key = jax.random.PRNGKey(1)
    for _ in range(5):
        key, k1, k2 = jax.random.split(key, 3)
        phones = jax.random.randint(k1, (4, 16), 0, N_PHONES)
        mel = jax.random.normal(k2, (4, 16, N_MELS))
        state, loss = train_step(state, phones, mel)
    print("step", state.step, "l1", float(loss))


if __name__ == "__main__":
    main()
