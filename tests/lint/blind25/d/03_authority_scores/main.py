import numpy as np
from graph import citation_matrix
from rank import authority_scores

trans = citation_matrix(120)
schedule = [10, 20, 30, 40]
prev = None
for n_iter in schedule:
    r = np.asarray(authority_scores(trans, 0.85, n_iter=n_iter))
    if prev is not None:
        print(n_iter, float(np.abs(r - prev).sum()))
    prev = r
print("top cited:", np.argsort(-prev)[:5].tolist())
