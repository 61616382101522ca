import jax

from server import InferenceServer

TRAFFIC = [
    ("intent", "book a table for two"),
    ("embed", "vegan restaurants nearby"),
    ("intent", "cancel my booking"),
    ("intent", "what time do you open"),
    ("embed", "quiet cafe with wifi"),
    ("intent", "change reservation to friday"),
]

if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (100, 8)), "intent": jax.random.normal(k2, (8, 4))}
    server = InferenceServer(params)
    for route, text in TRAFFIC:
        out = server.run(route, text)
        print(route, out.shape, out.round(2)[:4])
