from scoring import ScoringConfig, rank_precedents

def handle_request(query_vec, index, top_k=5):
    cfg = ScoringConfig(top_k=top_k)
    weights, ids = rank_precedents(query_vec, index, cfg)
    return ids.tolist()
