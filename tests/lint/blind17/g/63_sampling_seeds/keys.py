import jax

_SERVER_KEY = jax.random.PRNGKey(1234)
_counter = 0


def key_for_request(request):
    global _counter
    if "seed" in request:
        return jax.random.key(request["seed"])
    _counter += 1
    return jax.random.fold_in(_SERVER_KEY, _counter)
