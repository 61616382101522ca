import jax
import jax.numpy as jnp

from server import RequestQueue


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w_player": jax.random.normal(k1, (7, 16)) * 0.3,
            "w_team": jax.random.normal(k2, (16,)) * 0.3}


@jax.jit
def lobby_win_probs(params, lobbies):
    h = jnp.tanh(lobbies @ params["w_player"])
    return jax.nn.sigmoid(h[:, :5].mean(1) @ params["w_team"] - h[:, 5:].mean(1) @ params["w_team"])


def main():
    params = init(jax.random.PRNGKey(0))
    queue = RequestQueue(seed=4)
    served = 0
    for tick in range(10):
        queue.poll()
        batch, n = queue.next_batch()
        probs = lobby_win_probs(params, batch)[:n]
        served += n
    print("served", served)


if __name__ == "__main__":
    main()
