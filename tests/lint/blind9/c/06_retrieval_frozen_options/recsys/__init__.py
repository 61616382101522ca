from recsys.options import RetrievalOptions
from recsys.retrieval import retrieve
