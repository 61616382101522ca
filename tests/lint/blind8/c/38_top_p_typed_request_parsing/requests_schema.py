import dataclasses

import jax.numpy as jnp


@dataclasses.dataclass
class CompletionRequest:
    prompt: list
    top_p: jnp.ndarray
    max_new_tokens: int

    @classmethod
    def parse(cls, payload, defaults):
        return cls(
            prompt=[int(t) for t in payload["prompt"]],
            top_p=jnp.asarray(payload.get("top_p", defaults["top_p"]), dtype=jnp.float32),
            max_new_tokens=int(payload.get("max_new_tokens", defaults["max_new_tokens"])),
        )
