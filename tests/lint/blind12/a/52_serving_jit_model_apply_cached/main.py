import jax
import numpy as np

from model import ToxicityScorer
from server import MAX_TOKENS, ScoringService

REQUESTS = [
    ["you are great", "thanks for the help"],
    ["this is the worst answer ever", "ok"],
    ["please stop", "love it"],
    ["meh", "what a useless reply"],
    ["nice work", "go away"],
]

if __name__ == "__main__":
    model = ToxicityScorer()
    params = model.init(jax.random.PRNGKey(0), np.zeros((1, MAX_TOKENS), np.int32))["params"]
    service = ScoringService(model, params)
    for request in REQUESTS:
        print(service.handle_request(request))
