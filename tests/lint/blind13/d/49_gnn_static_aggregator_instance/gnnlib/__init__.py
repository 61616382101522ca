from .layers import AttentionAggregator, MeanAggregator, message_passing

__all__ = ["AttentionAggregator", "MeanAggregator", "message_passing"]
