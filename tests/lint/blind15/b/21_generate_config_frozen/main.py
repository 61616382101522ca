from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp

from gen_config import GenerationConfig

VOCAB, DIM, MAX_LEN = 30, 16, 24


class TinyDecoder(nn.Module):
    @nn.compact
    def __call__(self, tokens):
        x = nn.Embed(VOCAB, DIM)(tokens)
        x = nn.Dense(DIM)(jnp.cumsum(x, axis=1) / (1 + jnp.arange(tokens.shape[1]))[:, None])
        return nn.Dense(VOCAB)(nn.gelu(x))


model = TinyDecoder()


@partial(jax.jit, static_argnames=("config",))
def generate(params, prompt, prompt_len, config):
    def body(i, buf):
        logits = model.apply(params, buf[None])[0, prompt_len + i - 1]
        nxt = jnp.argmax(logits).astype(buf.dtype)
        return buf.at[prompt_len + i].set(nxt)

    return jax.lax.fori_loop(0, config.max_new_tokens, body, prompt)


def serve(params, requests):
    for req in requests:
        config = GenerationConfig.from_request(req)
        buf = jnp.zeros(MAX_LEN, jnp.int32).at[: len(req["prompt"])].set(jnp.array(req["prompt"], jnp.int32))
        out = generate(params, buf, jnp.int32(len(req["prompt"])), config=config)
        yield out.tolist()


if __name__ == "__main__":
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, MAX_LEN), jnp.int32))
    reqs = [{"prompt": [3, 4, 5]}, {"prompt": [7, 1]}, {"prompt": [2, 2, 9, 4]}, {"prompt": [5]}]
    for out in serve(params, reqs):
        print(out)
