import numpy as np
from matcher import suggest_mentors


def handle(request, mentor_vecs, capacity):
    mentees = np.asarray(request["mentee_vecs"], np.float32)
    k = int(request.get("num_suggestions", 3))
    scores, idx = suggest_mentors(mentees, mentor_vecs, capacity, k=k)
    return {"mentors": np.asarray(idx).tolist()}
