import numpy as np

from features import microstructure_features
from venues import to_matrix, venue_feed

rng = np.random.default_rng(5)
for hour in range(3):
    for venue in ("lit", "dark", "auction"):
        X, columns = to_matrix(venue_feed(rng, venue, 200))
        f = microstructure_features(X, columns=columns)
        print(hour, venue, np.round(np.asarray(f), 4))
