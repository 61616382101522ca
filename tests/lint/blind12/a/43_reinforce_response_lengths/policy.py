import jax
import jax.numpy as jnp
import numpy as np

EOS = 1
EOS_BIAS = 1.5


def init_policy(key, vocab=20, dim=12):
    k1, k2 = jax.random.split(key)
    return {"emb": jax.random.normal(k1, (vocab, dim)) * 0.3, "out": jax.random.normal(k2, (dim, vocab)) * 0.3}


def token_logits(params, prev_token):
    return jnp.tanh(params["emb"][prev_token]) @ params["out"]


def sample_response(params, rng, bos, max_len=12):
    # bigram policy: precompute the next-token distribution table once per rollout
    logits = np.asarray(jnp.tanh(params["emb"]) @ params["out"], dtype=np.float64)
    logits[:, EOS] += EOS_BIAS
    probs = np.exp(logits - logits.max(-1, keepdims=True))
    probs /= probs.sum(-1, keepdims=True)
    tokens, tok = [], bos
    for _ in range(max_len):
        tok = int(rng.choice(len(probs), p=probs[tok]))
        tokens.append(tok)
        if tok == EOS:
            break
    return tokens


def sequence_logprob(params, prompt_token, response):
    prev = jnp.concatenate([jnp.array([prompt_token]), response[:-1]])
    logp = jax.nn.log_softmax(jax.vmap(lambda t: token_logits(params, t))(prev), axis=-1)
    return jnp.take_along_axis(logp, response[:, None], axis=-1).sum()


@jax.jit
def reinforce_update(params, prompt_token, response, advantage, lr=0.1):
    grads = jax.grad(sequence_logprob)(params, prompt_token, response)
    return jax.tree_util.tree_map(lambda p, g: p + lr * advantage * g, params, grads)
