from config import RerankConfig
from rerank import rerank_clauses

def serve(query, cands, lengths, top_k=5):
    cfg = RerankConfig(top_k=top_k)
    return rerank_clauses(query, cands, lengths, cfg).tolist()
