import jax
import jax.numpy as jnp


class BeamSearchDecoder:
    def __init__(self, params, beam_size=4, length_penalty=0.6):
        self.params = params
        self.beam_size = beam_size
        self.length_penalty = length_penalty

    def _next_token_logprobs(self, tokens, state):
        h = jnp.tanh(self.params["emb"][tokens] + state @ self.params["rec"])
        return jax.nn.log_softmax(h @ self.params["out"], axis=-1), h

    @property
    def step_fn(self):
        return jax.jit(self._next_token_logprobs)

    def decode(self, bos_id, max_len):
        vocab = self.params["out"].shape[1]
        tokens = jnp.full((self.beam_size,), bos_id, dtype=jnp.int32)
        state = jnp.zeros((self.beam_size, self.params["rec"].shape[0]))
        scores = jnp.zeros((self.beam_size,)).at[1:].set(-1e9)
        history = []
        for t in range(max_len):
            logp, state = self.step_fn(tokens, state)
            cand = (scores[:, None] + logp).reshape(-1)
            scores, flat_idx = jax.lax.top_k(cand, self.beam_size)
            beam_idx, tokens = flat_idx // vocab, flat_idx % vocab
            state = state[beam_idx]
            history.append(tokens)
        penalty = ((5.0 + max_len) / 6.0) ** self.length_penalty
        return jnp.stack(history, axis=1), scores / penalty
