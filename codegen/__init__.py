"""Generator: schema/*.yaml -> generated/ (see __main__.py)."""
