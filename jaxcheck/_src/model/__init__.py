"""The plain data passed between the stages (the report's types), its vocabulary and its
wire format; nothing here imports JAX."""
