import jax

from serving.engine import CompletionEngine

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"embed": jax.random.normal(k1, (260, 16)), "w": jax.random.normal(k2, (16, 16))}
engine = CompletionEngine(params)

incoming = [
    "What is the capital of France?",
    "Translate 'hello' to German.",
    "Summarize: JAX is a library for array computing.",
    "hi",
    "Write a haiku about autumn leaves.",
]
for prompt in incoming:
    print(repr(prompt[:20]), engine.complete(prompt))
